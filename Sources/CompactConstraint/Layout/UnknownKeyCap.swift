/// At most `limit` `unknown-key` warnings (and, apart, `misspelt-key` errors) per file:
/// a file of a million unknown keys (a data dump given as a layout) would otherwise make
/// a million diagnostics, hundreds of megabytes of them. The last one listed gets a note
/// counting the keys left out (`1,599,900 more unknown keys in this file are not listed`),
/// as `frame-out-of-range` counts its views. A file with a misspelt key still has an error.
struct UnknownKeyCap {
    static let limit = 100

    private var listed = 0
    private var unlisted = 0
    /// Where the last listed diagnostic is in the file's diagnostics.
    private var last: Int?

    /// Whether the next key is listed (the caller then appends its diagnostic); else it is
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

    /// `diagnostics` with the note that counts the keys left out, on the last one listed.
    /// `what` is plural ("unknown keys"); one left out is said in the singular.
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
