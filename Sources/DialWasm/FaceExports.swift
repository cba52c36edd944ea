import DialCore

// Where a face's labels sit, for a page that draws them: ``DialFace/placement(ofLabel:radius:inset:)``
// of a face of `labelCount` labels, one coordinate an export (a host speaks numbers only). NaN for
// a face that cannot be (`labelCount` below 1).

/// The x of label `index`'s centre in the box of side `2 · radius`.
@_expose(wasm, "face_label_x") @_cdecl("face_label_x")
public func faceLabelX(_ labelCount: Int32, _ index: Int32, _ radius: Double, _ inset: Double) -> Double {
    placement(labelCount, index, radius, inset)?.center.x ?? .nan
}

/// The y of label `index`'s centre (y down).
@_expose(wasm, "face_label_y") @_cdecl("face_label_y")
public func faceLabelY(_ labelCount: Int32, _ index: Int32, _ radius: Double, _ inset: Double) -> Double {
    placement(labelCount, index, radius, inset)?.center.y ?? .nan
}

/// The rotation of label `index`, radians clockwise: its angle on the face.
@_expose(wasm, "face_label_rotation") @_cdecl("face_label_rotation")
public func faceLabelRotation(_ labelCount: Int32, _ index: Int32, _ radius: Double, _ inset: Double) -> Double {
    placement(labelCount, index, radius, inset)?.rotation ?? .nan
}

private func placement(_ labelCount: Int32, _ index: Int32, _ radius: Double, _ inset: Double) -> LabelPlacement? {
    guard let face = try? DialFace(labelCount: Int(labelCount)) else { return nil }
    return face.placement(ofLabel: Int(index), radius: radius, inset: inset)
}
