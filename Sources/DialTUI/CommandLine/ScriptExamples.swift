/// The shell scripts the README, `--help` and the manual page's EXAMPLES show, written once here:
/// each is what a script writer copies, and each handles a cancel (the picker prints nothing
/// and exits 130 on Esc, Ctrl-C or q), so none runs on with an empty answer.
public enum ScriptExamples {
    /// The examples, each a comment line and the lines of its script.
    public static let all: [String] = [
        """
        # The hour, or a word when the picker is cancelled.
        if hour=$(dial-tui); then echo "at $hour"; else echo "cancelled"; fi
        """,
        """
        # A colour from labels piped in; a cancel keeps the default.
        colour=$(printf '%s\\n' red green blue | dial-tui) || colour=green
        echo "painting it $colour"
        """,
        """
        # A meeting time within office hours; a cancel ends the script.
        meeting=$(dial-tui --time --min 09:00 --max 17:30 --format '%I:%M %p') || exit
        echo "meeting at $meeting"
        """,
        """
        # A window, split into its two ends.
        if window=$(dial-tui --range --initial 22:00-06:00 --separator ' '); then
            read -r from to <<<"$window"
            echo "quiet hours from $from to $to"
        fi
        """,
        """
        # A cron line for a nightly job at the start of a window.
        if window=$(dial-tui --range --step 15 --format '%M %H' --separator ,); then
            echo "${window%%,*} * * * /usr/local/bin/backup"
        fi
        """,
        """
        # A timer.
        if secs=$(dial-tui --duration --initial 25m --step 5 --format seconds); then
            sleep "$secs" && echo "time is up"
        fi
        """,
        """
        # Opening hours, as JSON for jq.
        if hours=$(dial-tui --range --min 08:00 --max 20:00 --format json); then
            jq .minutes <<<"$hours"
        fi
        """,
    ]

    /// The examples as `--help` shows them: after a heading line, indented by two, one after
    /// another.
    static var helpParagraph: String {
        (["Examples:"] + all.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } })
            .joined(separator: "\n")
    }
}
