StandardStreams.reserveClosedDescriptors()
Command.exit(with: StandardStreams.finish(Command.run(Array(CommandLine.arguments.dropFirst()))))
