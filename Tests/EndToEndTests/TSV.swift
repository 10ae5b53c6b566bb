import Foundation

/// Parses `tsv` output into name → [x, y, width, height].
func parseTSV(_ text: String) -> [String: [Double]] {
    var frames: [String: [Double]] = [:]
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t").map(String.init)
        guard fields.count == 5 else { continue }
        frames[fields[0]] = fields.dropFirst().compactMap(Double.init)
    }
    return frames
}
