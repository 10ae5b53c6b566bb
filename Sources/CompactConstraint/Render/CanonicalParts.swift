/// The pieces of a canonical compact form (``CanonicalForm``) the `--constraints` overlay
/// needs: `first rel second [* m] [+|- c] [@ p]` or `first rel c [@ p]`. Labels carry the
/// constant as written (Xcode labels a constraint with its constant, not with the distance
/// from the view's edge when it is pinned to a margin or the safe area).
struct CanonicalParts {
    /// `item.attribute`.
    var first: String
    var second: String?
    /// Points.
    var constant: Double

    init?(_ canonical: String) {
        var tokens = canonical.split(separator: " ").map(String.init)
        if tokens.count >= 2, tokens[tokens.count - 2] == "@" { tokens.removeLast(2) }
        guard tokens.count >= 3 else { return nil }
        first = tokens[0]
        if tokens.count == 3, let value = Double(tokens[2]) {
            second = nil
            constant = value
            return
        }
        second = tokens[2]
        constant = 0
        if tokens.count >= 5, let value = Double(tokens[tokens.count - 1]) {
            switch tokens[tokens.count - 2] {
            case "+": constant = value
            case "-": constant = -value
            default: break
            }
        }
    }
}
