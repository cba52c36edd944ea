public enum DialTUIPlaceholder {}
