/// Text with location markers (`1️⃣`, `2️⃣`, … `9️⃣`, then `0️⃣` for the tenth) taken out;
/// `markers[n]` is the byte offset (UTF-8) where marker n+1 stood, so tests name positions
/// instead of counting columns. A marker left out of the text has offset -1. One pass over
/// the text, so a test may mark a string of megabytes.
public struct MarkedText {
    public var text: String
    public var markers: [Int]

    public init(_ marked: String) {
        var kept = ""
        var byteCount = 0
        var offsets: [Int: Int] = [:]
        for character in marked {
            let scalars = Array(character.unicodeScalars)
            if scalars.count == 3, scalars[1] == "\u{FE0F}", scalars[2] == "\u{20E3}",
                let digit = scalars[0].properties.numericType == .decimal ? Int(String(scalars[0])) : nil
            {
                offsets[digit == 0 ? 9 : digit - 1] = byteCount
            } else {
                kept.append(character)
                byteCount += character.utf8.count
            }
        }
        text = kept
        markers = (0..<(offsets.keys.max().map { $0 + 1 } ?? 0)).map { offsets[$0] ?? -1 }
    }

    /// The byte offset of marker `n` (1-based), or nil when the text has none.
    public func offset(_ n: Int) -> Int? {
        markers.indices.contains(n - 1) && markers[n - 1] >= 0 ? markers[n - 1] : nil
    }

    /// The text's bytes.
    public var bytes: [UInt8] { Array(text.utf8) }
}
