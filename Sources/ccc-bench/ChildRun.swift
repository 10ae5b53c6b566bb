import Foundation

/// Measures one shape and size in a fresh child process (this executable with
/// `--measure SHAPE SIZE`), so that each size's peak memory is its own and a slow size
/// leaves nothing behind.
enum ChildRun {
    enum Failure: Error, CustomStringConvertible {
        case launch(String)
        case exit(Int32, String)
        case unreadable(String)
        case overTime(Double)
        case aborted(Int)

        var description: String {
            switch self {
            case .launch(let reason): "could not start the measuring process: \(reason)"
            case .exit(let status, let output): "the measuring process exited with status \(status): \(output)"
            case .unreadable(let output): "the measuring process printed no result: \(output)"
            case .aborted(let megabytes): "aborted (over the \(megabytes) MB data cap, or a crash)"
            case .overTime(let seconds): "stopped after \(String(format: "%g", seconds)) s (the per-size cap)"
            }
        }
    }

    /// Stops the child once it has run `capSeconds`; the child itself limits its data to
    /// `capMegabytes` (an allocation beyond fails, and so does the child).
    static func measure(_ shape: Shape, size: Int, capSeconds: Double, capMegabytes: Int) -> Result<Measurement, Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments = ["--measure", shape.name, String(size), String(capMegabytes)]
        // A child that runs out of its data cap aborts; no crash report for that.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return .failure(.launch("\(error)"))
        }
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + capSeconds, execute: watchdog)
        let started = ContinuousClock.now
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        if process.terminationReason == .uncaughtSignal, StageTimer.seconds(started.duration(to: .now)) >= capSeconds {
            return .failure(.overTime(capSeconds))
        }
        let output = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGABRT {
            return .failure(.aborted(capMegabytes))
        }
        guard process.terminationStatus == 0 else { return .failure(.exit(process.terminationStatus, output)) }
        guard let measurement = Measurement(line: output) else { return .failure(.unreadable(output)) }
        return .success(measurement)
    }

    /// This executable's own path (Linux: /proc/self/exe).
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
