/// A path pattern of `.ccc.json`'s `include` and `exclude`, relative to the folder of the
/// configuration file: `*` matches any characters but `/`, `?` one character but `/`,
/// and a whole `**` segment any number of folders (none included). A pattern also matches
/// everything under a folder it matches, so `Generated` and `Generated/**` are the same.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let segments: [[Unicode.Scalar]]

    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
    }

    /// Whether `path` (relative, `/`-separated) or one of its folders matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
        var memo: [Int: Bool] = [:]
        return match(0, 0, parts, &memo)
    }

    /// Segment `p` of the pattern against part `s` of the path; a pattern used up before
    /// the path matches a folder of it.
    private func match(_ p: Int, _ s: Int, _ parts: [[Unicode.Scalar]], _ memo: inout [Int: Bool]) -> Bool {
        let key = p * (parts.count + 1) + s
        if let known = memo[key] { return known }
        let result: Bool
        if p == segments.count {
            result = s > 0 || parts.isEmpty
        } else if segments[p] == ["*", "*"] {
            result = match(p + 1, s, parts, &memo) || (s < parts.count && match(p, s + 1, parts, &memo))
        } else {
            result = s < parts.count && Glob.segment(segments[p], parts[s]) && match(p + 1, s + 1, parts, &memo)
        }
        memo[key] = result
        return result
    }

    /// `*` and `?` within one path segment (iterative, with one backtrack point: linear
    /// in practice, never exponential).
    static func segment(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        var p = 0
        var n = 0
        var star: Int?
        var starName = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                starName = n
                p += 1
            } else if let star {
                p = star + 1
                starName += 1
                n = starName
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
