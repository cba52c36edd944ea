/// The completion scripts of `dial-tui --completion bash|zsh|fish`, made from the table of flags
/// (``PickerFlag/all``): every flag, described by its summary where the shell shows one (zsh and
/// fish; bash cannot), and the values of those that have named ones (`--format`'s by the mode on
/// the line).
public enum ShellCompletion: String, Sendable, Equatable, CaseIterable {
    case bash, zsh, fish

    /// The shell `name` names, or nil.
    public init?(name: String) { self.init(rawValue: name) }

    /// The script to source: `source <(dial-tui --completion bash)`, `dial-tui --completion fish | source`.
    public var script: String {
        switch self {
        case .bash: Self.bashScript
        case .zsh: Self.zshScript
        case .fish: Self.fishScript
        }
    }

    /// The flags that take a value of any text: nothing is offered after them.
    private static var freeValueFlags: [String] {
        PickerFlag.all.filter { $0.takesValue && $0.choices.isEmpty && $0.choicesByMode.isEmpty }.map(\.name)
    }

    /// The `case` arms of a shell function on the flag before the cursor (`$prev`), one for each
    /// flag with named values: `arm` writes one from the flag and its values, `modeArm` one from
    /// the flag and its values in each mode (the mode on the line being in `$mode`).
    private static func valueArms(_ arm: (String, [String]) -> String, modeArm: (String, [(String, [String])]) -> String) -> String {
        PickerFlag.all.compactMap { flag -> String? in
            if !flag.choices.isEmpty { return arm(flag.name, flag.choices) }
            if !flag.choicesByMode.isEmpty { return modeArm(flag.name, flag.choicesByMode.map { ($0.mode, $0.values) }) }
            return nil
        }.joined(separator: "\n")
    }

    /// The flags whose value is `PART=VALUE` pairs (``PickerFlag/partValues``).
    private static var pairFlags: [PickerFlag] { PickerFlag.all.filter { !$0.partValues.isEmpty } }

    /// The modes whose flag decides a flag's values (`--range`, `--duration`).
    private static var valueModes: [String] {
        var modes: [String] = []
        for flag in PickerFlag.all { for choices in flag.choicesByMode where !modes.contains(choices.mode) { modes.append(choices.mode) } }
        return modes
    }

    /// The bash script: `_dial_tui` fills `COMPREPLY` with `compgen -W` and is registered with
    /// `complete -F`, bash's own, so it needs no bash-completion package.
    private static var bashScript: String {
        let arms = valueArms({ name, values in "        \(name)) values=\"\(values.joined(separator: " "))\" ;;" },
                             modeArm: { name, byMode in
            "        \(name))\n            case $mode in\n"
                + byMode.map { "                \($0.0)) values=\"\($0.1.joined(separator: " "))\" ;;" }.joined(separator: "\n")
                + "\n            esac ;;"
        })
        return """
            # dial-tui completion for bash; load it with: source <(dial-tui --completion bash)
            _dial_tui() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev="" mode="" values="" word
                (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
                # --flag=value: bash splits at '=' (COMP_WORDBREAKS).
                if [[ $cur == "=" ]]; then cur=""
                elif [[ $prev == "=" ]] && (( COMP_CWORD > 1 )); then prev=${COMP_WORDS[COMP_CWORD-2]}
                fi
                for word in "${COMP_WORDS[@]}"; do
                    case $word in \(valueModes.joined(separator: "|"))) mode=$word ;; esac
                done
                # Inside a value of PART=VALUE pairs, past its first part: the last flag before the cursor.
                local flag="" i
                for (( i = COMP_CWORD - 1; i > 0; i-- )); do
                    [[ ${COMP_WORDS[i]} == -* ]] && { flag=${COMP_WORDS[i]}; break; }
                done
                if [[ $prev != "$flag" ]]; then
                    case $flag in
            \(bashPairArms)
                    esac
                fi
                case $prev in
            \(arms)
                    \(freeValueFlags.joined(separator: "|"))) COMPREPLY=(); return 0 ;;
                esac
                if [[ -z $values ]]; then
                    case $prev in \(PickerFlag.all.filter { !$0.choicesByMode.isEmpty }.map(\.name).joined(separator: "|"))) COMPREPLY=(); return 0 ;; esac
                    values="\(PickerFlag.all.map(\.name).joined(separator: " "))"
                fi
                COMPREPLY=($(compgen -W "$values" -- "$cur"))
                # In the order given (steps 1 2 3 … 60, not 1 10 12 15 2): bash 4.4 and later.
                compopt -o nosort 2>/dev/null
                [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null
                return 0
            }
            complete -F _dial_tui dial-tui

            """
    }

    /// The bash `case` arms for the flags of pairs: after a comma the parts, after an `=` the values.
    private static var bashPairArms: String {
        pairFlags.map { flag in
            """
                    \(flag.name))
                        if [[ $cur == *,* ]]; then
                            COMPREPLY=($(compgen -P "${cur%,*}," -W "\(flag.choices.joined(separator: " "))" -- "${cur##*,}"))
                            compopt -o nospace 2>/dev/null
                        else
                            COMPREPLY=($(compgen -W "\(flag.partValues.joined(separator: " "))" -- "$cur"))
                        fi
                        return 0 ;;
            """
        }.joined(separator: "\n")
    }

    /// The zsh `case` arms for the flags of pairs: after an `=` the values, else the parts.
    private static var zshPairArms: String {
        pairFlags.map { flag in
            """
                    \(flag.name))
                        if [[ ${cur##*,} == *=* ]]; then compadd -P "$typed" -- \(flag.partValues.joined(separator: " "))
                        else compadd -S '' -P "$typed" -- \(flag.choices.joined(separator: " "))
                        fi
                        return ;;
            """
        }.joined(separator: "\n")
    }

    /// The zsh script: `_dial_tui` offers words with `compadd`. Sourced, it registers
    /// `_dial_tui` with `compdef` (after `compinit` when that has not run); installed as
    /// `_dial-tui` in a folder of `$fpath`, `compinit` autoloads the file as the function
    /// `_dial-tui` (its `#compdef` line), whose every call, the first Tab included, completes.
    private static var zshScript: String {
        let arms = valueArms({ name, values in "        \(name)) compadd -- \(values.joined(separator: " ")); return ;;" },
                             modeArm: { name, byMode in
            "        \(name))\n            case $mode in\n"
                + byMode.map { "                \($0.0)) compadd -- \($0.1.joined(separator: " ")) ;;" }.joined(separator: "\n")
                + "\n            esac\n            return ;;"
        })
        return """
            #compdef dial-tui
            # dial-tui completion for zsh; load it with: source <(dial-tui --completion zsh)
            _dial_tui() {
                local cur=${words[CURRENT]} prev=${words[CURRENT-1]} mode="" word
                for word in $words; do
                    case $word in \(valueModes.joined(separator: "|"))) mode=$word ;; esac
                done
                # PART=VALUE pairs: the pairs typed stay, the part or the value after them is offered.
                local typed=${cur%${cur##*[,=]}}
                case $prev in
            \(zshPairArms)
                esac
                case $prev in
            \(arms)
                    \(freeValueFlags.joined(separator: "|"))) return 1 ;;
                esac
                local -a flags descriptions
                flags=(\(PickerFlag.all.map(\.name).joined(separator: " ")))
                descriptions=(
            \(zshDescriptions)
                )
                compadd -l -d descriptions -- $flags
            }
            if [[ $funcstack[1] == _dial-tui ]]; then
                _dial_tui "$@"
            else
                (( $+functions[compdef] )) || { autoload -Uz compinit && compinit }
                compdef _dial_tui dial-tui
            fi

            """
    }

    /// Each flag and its summary as zsh lists them (`compadd -d`), aligned, one a line of the
    /// array, in single quotes.
    private static var zshDescriptions: String {
        let width = PickerFlag.all.map(\.name.count).max() ?? 0
        return PickerFlag.all.map { flag in
            let padded = flag.name + String(repeating: " ", count: width - flag.name.count)
            return "        " + singleQuoted("\(padded)  -- \(flag.summary)")
        }.joined(separator: "\n")
    }

    /// `text` in single quotes for sh and zsh: each `'` as `'\''`.
    private static func singleQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `text` in single quotes for fish: `\` and `'` escaped by a backslash.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// The fish script: a `complete` line for each flag (`-x`: it takes a value, never a file),
    /// each described (`-d`) by its summary.
    private static var fishScript: String {
        var lines = ["# dial-tui completion for fish; load it with: dial-tui --completion fish | source",
                     "complete -c dial-tui -f"]
        for flag in pairFlags {
            let function = "__dial_tui_pairs_" + flag.name.dropFirst(2).replacing("-", with: "_")
            lines += [
                "function \(function)",
                "    set -l token (commandline -ct)",
                "    set -l typed (string replace -r '[^,=]*$' '' -- $token)",
                "    if string match -qr '=[^,]*$' -- $token",
                "        printf '%s\\n' {$typed}\(flag.partValues.joined(separator: " {$typed}"))",
                "    else",
                "        printf '%s\\n' {$typed}\(flag.choices.joined(separator: " {$typed}"))",
                "    end",
                "end",
            ]
        }
        for flag in PickerFlag.all {
            let option = (flag.name.hasPrefix("--") ? "-l \(flag.name.dropFirst(2))" : "-s \(flag.name.dropFirst())")
                + " -d " + fishQuoted(flag.summary)
            guard flag.takesValue else { lines.append("complete -c dial-tui \(option)"); continue }
            if !flag.choicesByMode.isEmpty {
                for choices in flag.choicesByMode {
                    lines.append("complete -c dial-tui \(option) -x -n '__fish_seen_argument -l \(choices.mode.dropFirst(2))' -a '\(choices.values.joined(separator: " "))'")
                }
                lines.append("complete -c dial-tui \(option) -x")
            } else if !flag.partValues.isEmpty {
                let function = "__dial_tui_pairs_" + flag.name.dropFirst(2).replacing("-", with: "_")
                lines.append("complete -c dial-tui \(option) -x -a '(\(function))'")
            } else if flag.choices.isEmpty {
                lines.append("complete -c dial-tui \(option) -x")
            } else {
                lines.append("complete -c dial-tui \(option) -x -a '\(flag.choices.joined(separator: " "))'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
