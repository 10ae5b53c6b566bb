/// A count and its noun, which agree: `counted(1, "row")` is "1 row", `counted(2, "row")`
/// "2 rows" (messages said "1 rows" and "the 1 required constraints"). Only for nouns whose
/// plural adds an "s".
func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
