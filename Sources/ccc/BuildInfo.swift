/// What `ccc --version` prints: the version and the commit the binary was built from.
/// `make build`/`make install` write the commit into a generated file read only under
/// `-DCCC_BUILD_COMMIT`; a plain `swift build` knows no commit.
enum BuildInfo {
    static let version = "0.1.0"

    #if CCC_BUILD_COMMIT
    static let commit = buildCommit
    #else
    static let commit = "unknown commit"
    #endif

    /// `ccc 0.1.0 (commit 1a2b3c4d5e6f)` or `ccc 0.1.0 (unknown commit)`.
    static var versionLine: String {
        commit == "unknown commit" ? "ccc \(version) (unknown commit)" : "ccc \(version) (commit \(commit))"
    }
}
