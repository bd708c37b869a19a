/// What must hold after every step of a fuzz run.
public enum FuzzInvariant: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The focused element exists and is in the reader's navigation order (or nothing is focused).
    case focusReachable = "focus-reachable"
    /// No two elements of the tree share an id.
    case uniqueIDs = "unique-ids"
    /// Every element's frame lies inside its parent element's frame, give or take half a
    /// point, except what a scroll view inside the parent scrolled out of sight; checked in
    /// screen panes at least as wide as the explorer's narrowest (42 columns), since narrower
    /// views overflow the space they are offered, as in SwiftUI.
    case framesInsideParents = "frames-inside-parents"
    /// Every element that is not a container says something when focused.
    case everyElementSpeaks = "every-element-speaks"
    /// Nothing the reader said is empty.
    case noEmptyUtterance = "no-empty-utterance"
    /// The rotor setting shown is one the rotor offers at the focused element, or none.
    case rotorMatchesFocus = "rotor-matches-focus"
    /// Resident memory stays within a bound of what it was after the warm-up.
    case memoryBounded = "memory-bounded"

    public var description: String { rawValue }
}

/// An invariant that did not hold, and a short script that makes it fail again.
public struct FuzzFailure: Sendable, CustomStringConvertible {
    public var seed: UInt64
    /// The step of the run (1-based) after which the invariant failed.
    public var step: Int
    public var invariant: FuzzInvariant
    public var message: String
    /// A `.rotor` script, `screen` line first, that reproduces the failure: the steps since
    /// the screen was opened, shortened while the same invariant still failed. Empty for
    /// memory growth, which no short script shows; rerun the seed instead.
    public var script: String
    /// How many steps the script was shortened from.
    public var originalSteps: Int

    public var description: String {
        var text = "rotor fuzz: seed \(seed), step \(step): \(invariant): \(message)"
        if !script.isEmpty { text += "\nreproduce with `rotor play` (shortened from \(originalSteps) steps):\n\(script)" }
        return text
    }
}

/// What a fuzz run did: how far it got, how often each invariant was checked, and the first
/// failure.
public struct FuzzReport: Sendable, CustomStringConvertible {
    public var seed: UInt64
    public var stepsRun: Int
    /// How many times each invariant was checked (structural checks run when the tree changed).
    public var checks: [FuzzInvariant: Int]
    public var failure: FuzzFailure?
    /// Resident memory (MiB) after the warm-up and at its highest since, where /proc tells.
    public var residentMemory: (baseline: Double, peak: Double)?
    /// Why the journal could not be written, which stopped the run.
    public var journalError: String?
    public var passed: Bool { failure == nil }

    public var description: String {
        var lines = ["rotor fuzz: seed \(seed), \(stepsRun) steps, \(passed ? "passed" : "FAILED")"]
        for invariant in FuzzInvariant.allCases {
            lines.append("  \(invariant): \(checks[invariant] ?? 0) checks")
        }
        if let residentMemory {
            lines.append(String(format: "  resident memory: %.1f MiB after warm-up, %.1f MiB at most", residentMemory.baseline,
                                residentMemory.peak))
        }
        if let failure { lines.append(failure.description) }
        return lines.joined(separator: "\n")
    }
}
