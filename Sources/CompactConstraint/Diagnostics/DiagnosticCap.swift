/// At most `limit` diagnostics of one kind per file: the layout reader's `unknown-key`
/// warnings (and, apart, its `misspelt-key` errors), and the errors of a `--metrics` file
/// or a baseline. A file of a million unknown keys (a data dump given as a layout) or of a
/// million bad findings would otherwise make a million diagnostics, hundreds of megabytes
/// of them. The last one listed gets a note counting those left out (`1,599,900 more
/// unknown keys in this file are not listed`), as `frame-out-of-range` counts its views. A
/// file with an error left out still has an error listed, so it is still refused.
struct DiagnosticCap {
    static let limit = 100

    private var listed = 0
    private var unlisted = 0
    /// Where the last listed diagnostic is in the file's diagnostics.
    private var last: Int?

    /// Whether the next diagnostic is listed (the caller then appends it); else it is
    /// only counted.
    mutating func admits(_ diagnostics: Diagnostics) -> Bool {
        guard listed >= Self.limit else {
            listed += 1
            last = diagnostics.items.count
            return true
        }
        unlisted += 1
        return false
    }

    /// Appends each of `found` to `diagnostics` that the cap admits, counting the others.
    mutating func append(_ found: Diagnostics, to diagnostics: inout Diagnostics) {
        for diagnostic in found.items where admits(diagnostics) { diagnostics.append(diagnostic) }
    }

    /// `diagnostics` with the note that counts the diagnostics left out, on the last one
    /// listed. `what` is plural ("unknown keys"); one left out is said in the singular.
    func noted(_ diagnostics: Diagnostics, what: String) -> Diagnostics {
        guard unlisted > 0, let last else { return diagnostics }
        let note = unlisted == 1
            ? DiagnosticNote("1 more \(what.dropLast()) in this file is not listed")
            : DiagnosticNote("\(VariantLinter.groupedThousands(unlisted)) more \(what) in this file are not listed")
        var noted = diagnostics
        noted.update(at: last) { $0.notes.append(note) }
        return noted
    }
}
