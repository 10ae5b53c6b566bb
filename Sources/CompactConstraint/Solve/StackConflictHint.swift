/// A concrete way out of a conflict that involves a stack's own constraints (`UISV-…`):
/// they are required and cannot be edited, so the fix is on the other side. UIKit's
/// `UISV-hiding` is the common case (a hidden arranged view whose content is pinned with
/// required constraints; the usual remedy is a priority of 999 on one of them, as
/// `ccc log` also suggests).
enum StackConflictHint {
    /// The hint for a conflict whose members (broken one first) have these origins; nil
    /// when no stack constraint or no editable constraint takes part. A fixed `size` is
    /// named first: in a stack too small for its views, the sizes are what does not fit,
    /// and letting the stack's own pin to its superview give way would move it off screen.
    static func note(_ members: [ConstraintOrigin]) -> DiagnosticNote? {
        guard let stack = members.first(where: { $0.kind == .stack && $0.identifier.hasPrefix("UISV-") }),
            let editable = members.first(where: { $0.kind == .size })
                ?? members.first(where: { [.written, .visualFormat, .align].contains($0.kind) })
        else { return nil }
        let lowered = "'\(editable.canonical) @ 999'"
        let spelling: String =
            switch editable.kind {
            case .visualFormat: " (in visual format: \(visualFormatSpelling(editable.canonical)))"
            case .size: " as a constraint in place of 'size'"
            case .align: " as a constraint in place of 'align'"
            default: ""
            }
        if stack.identifier == "UISV-hiding" {
            let hidden = stack.canonical.prefix { $0 != "." }
            return DiagnosticNote(
                "fix: 'UISV-hiding' is the stack's own and required; let '\(hidden)' collapse by giving '"
                    + "\(editable.canonical)' a priority below 1000: write \(lowered)\(spelling)",
                at: editable.range)
        }
        return DiagnosticNote(
            "fix: '\(stack.identifier)' is the stack's own and required; give '\(editable.canonical)' a priority below "
                + "1000: write \(lowered)\(spelling), or change the stack's alignment or distribution",
            at: editable.range)
    }

    /// Where a visual format string takes the priority of the constraint `canonical`:
    /// `l.bottom == super.bottom - 16` (a spacing) → `-(16@999)-`; `a.width == 30` (a size)
    /// → `[a(30@999)]`.
    static func visualFormatSpelling(_ canonical: String) -> String {
        let words = canonical.split(separator: " ")
        if words.count == 5, words[3] == "+" || words[3] == "-" {
            return "'-(\(words[4])@999)-' for that spacing"
        }
        if words.count == 3, let view = words.first?.split(separator: ".").first {
            return "'[\(view)(\(words[2])@999)]' for that size"
        }
        return "'@999' in the predicate that makes it"
    }
}
