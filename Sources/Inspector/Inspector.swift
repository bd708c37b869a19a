import Explorer

/// The ncurses explorer.
@MainActor
public enum Inspector {
    public static func run(session: ExplorerSession) -> Int32 { 0 }
}
