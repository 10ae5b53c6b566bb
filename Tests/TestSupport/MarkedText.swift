import Foundation

/// Text with location markers (`1️⃣`, `2️⃣`, … `9️⃣`, then `0️⃣` for the tenth) taken out; `markers[n]` is the byte
/// offset (UTF-8) where marker n+1 stood, so tests name positions instead of counting
/// columns. A marker left out of the text has offset -1.
public struct MarkedText {
    public var text: String
    public var markers: [Int]

    static let symbols = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "0️⃣"]

    public init(_ marked: String) {
        var working = marked
        var offsets: [Int: Int] = [:]
        while true {
            // The earliest marker left in the text.
            let earliest = Self.symbols.enumerated()
                .compactMap { number, symbol in working.range(of: symbol).map { (number, $0) } }
                .min { $0.1.lowerBound < $1.1.lowerBound }
            guard let (number, range) = earliest else { break }
            offsets[number] = working.utf8.distance(from: working.startIndex, to: range.lowerBound)
            working.removeSubrange(range)
        }
        text = working
        markers = (0..<(offsets.keys.max().map { $0 + 1 } ?? 0)).map { offsets[$0] ?? -1 }
    }

    /// The byte offset of marker `n` (1-based), or nil when the text has none.
    public func offset(_ n: Int) -> Int? {
        markers.indices.contains(n - 1) && markers[n - 1] >= 0 ? markers[n - 1] : nil
    }

    /// The text's bytes.
    public var bytes: [UInt8] { Array(text.utf8) }
}
