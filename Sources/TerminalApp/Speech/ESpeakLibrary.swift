import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// libespeak-ng is missing (or unusable): what to install.
struct ESpeakUnavailable: Error, CustomStringConvertible, Equatable {
    /// The library that was looked for.
    var library: String
    /// What went wrong, in the loader's words.
    var reason: String

    static let package = "libespeak-ng1"

    var description: String {
        "speech needs libespeak-ng, which cannot be loaded (\(reason)); "
            + "install it with: sudo apt-get install \(Self.package)"
    }
}

/// libespeak-ng, loaded at run time with `dlopen`, so rotor builds and runs without it. It is
/// set up for synchronous synthesis (no sound device is needed): a string becomes 16-bit mono
/// samples at `sampleRate`, with the time each word starts.
///
/// The library is one per process and not reentrant, so everything runs on the main actor and
/// each library name is loaded and initialised once.
@MainActor
final class ESpeakLibrary {
    /// The soname Debian and Ubuntu's `libespeak-ng1` installs.
    nonisolated static let defaultName = "libespeak-ng.so.1"

    /// espeak's speech parameters (`espeak_PARAMETER`).
    enum Parameter: Int32 {
        /// Words per minute, 80–450.
        case rate = 1
        case volume = 2
        /// Base pitch, 0–100; 50 is normal.
        case pitch = 3
    }

    nonisolated static let rates = 80...450
    nonisolated static let normalRate = 175
    nonisolated static let pitches = 0...100
    nonisolated static let normalPitch = 50
    nonisolated static let defaultVoice = "en"
    /// Longest voice name handed to espeak, in bytes. espeak-ng copies a name (and its
    /// `+variant`) into fixed buffers of 40 to 60 bytes; its own names ("en-us", "zh-yue",
    /// "en+f3") are a few letters.
    nonisolated static let maximumVoiceNameBytes = 40

    /// Whether `name` may be handed to espeak: 1 to 40 bytes of ASCII letters, digits and
    /// `-`, `_`, `+`, `.` (its voices' and variants' names). Anything else (a NUL, a control
    /// character, a path, a very long name from a screen's language) never reaches the C call.
    nonisolated static func isUsableVoiceName(_ name: String) -> Bool {
        (1...maximumVoiceNameBytes).contains(name.utf8.count) && name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "-_+.".utf8.contains(byte)
        }
    }

    /// The text as espeak is given it: a NUL would end the C string early, and other control
    /// characters are not speech; each becomes a space. Other text passes unchanged.
    nonisolated static func speakableText(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" })
        else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isControl = scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
            scalars.append(isControl ? " " : scalar)
        }
        return String(scalars)
    }

    /// A word of the synthesized text and when it starts in the audio.
    struct WordEvent: Hashable, Sendable {
        /// Where the word starts in the text, in characters from its start (0 is the first).
        var characterOffset: Int
        /// The word's length in characters.
        var length: Int
        /// Milliseconds from the start of the samples.
        var audioMilliseconds: Int
    }

    /// One synthesized text.
    struct Synthesis: Sendable {
        var samples: [Int16]
        var words: [WordEvent]
    }

    // The C interface, as speak_lib.h declares it.
    private typealias SynthCallback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutableRawPointer?) -> Int32
    private typealias InitializeFunction = @convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    private typealias SetSynthCallbackFunction = @convention(c) (SynthCallback?) -> Void
    private typealias SetParameterFunction = @convention(c) (Int32, Int32, Int32) -> Int32
    private typealias GetParameterFunction = @convention(c) (Int32, Int32) -> Int32
    private typealias SetVoiceByNameFunction = @convention(c) (UnsafePointer<CChar>?) -> Int32
    private typealias SynthFunction = @convention(c) (UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32,
                                                      UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> Int32

    private nonisolated static let audioOutputSynchronous: Int32 = 2
    private nonisolated static let positionCharacter: Int32 = 1
    private nonisolated static let charsUTF8: UInt32 = 1
    private nonisolated static let eventListTerminated: Int32 = 0
    private nonisolated static let eventWord: Int32 = 1
    private nonisolated static let initializeDontExit: Int32 = 0x8000

    private static func withStandardErrorSilenced<T>(_ body: () -> T) -> T {
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return body()
        }
        dup2(null, STDERR_FILENO)
        defer {
            fflush(nil)
            dup2(saved, STDERR_FILENO)
            close(saved)
            close(null)
        }
        return body()
    }

    /// The samples rate of the audio, in hertz (22 050 for espeak-ng's voices).
    let sampleRate: Int
    private let setParameter: SetParameterFunction
    private let getParameter: GetParameterFunction
    private let setVoiceByName: SetVoiceByNameFunction
    private let synth: SynthFunction
    private var voice: String?
    /// Calls made to espeak_SetVoiceByName: a name it must not see makes none.
    private(set) var voiceCalls = 0

    /// Libraries loaded so far, by name: espeak is initialised once per process.
    private static var loaded: [String: ESpeakLibrary] = [:]

    /// Whether the library can be opened at all, without initialising it (tests skip without it).
    nonisolated static func isInstalled(_ name: String = defaultName) -> Bool {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }

    /// Loads and initialises the library, or says what to install.
    static func load(_ name: String = defaultName) -> Result<ESpeakLibrary, ESpeakUnavailable> {
        if let library = loaded[name] { return .success(library) }
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            // dlerror names the library itself: "libespeak-ng.so.1: cannot open shared object file…".
            let reason = dlerror().map { String(cString: $0) } ?? "\(name): not found"
            return .failure(ESpeakUnavailable(library: name, reason: reason))
        }
        func symbol<T>(_ symbolName: String, as type: T.Type) -> T? {
            dlsym(handle, symbolName).map { unsafeBitCast($0, to: type) }
        }
        guard let initialize = symbol("espeak_Initialize", as: InitializeFunction.self),
              let setCallback = symbol("espeak_SetSynthCallback", as: SetSynthCallbackFunction.self),
              let setParameter = symbol("espeak_SetParameter", as: SetParameterFunction.self),
              let getParameter = symbol("espeak_GetParameter", as: GetParameterFunction.self),
              let setVoiceByName = symbol("espeak_SetVoiceByName", as: SetVoiceByNameFunction.self),
              let synth = symbol("espeak_Synth", as: SynthFunction.self) else {
            dlclose(handle)
            return .failure(ESpeakUnavailable(library: name, reason: "\(name) lacks espeak's functions"))
        }
        // 200 ms buffers; the default data path; no phoneme events; and no exit(1) when the
        // voice data is missing. espeak says what went wrong on stderr, which is not ours to
        // write to (the explorer's terminal, a command's errors): it goes to /dev/null.
        let rate = withStandardErrorSilenced { initialize(audioOutputSynchronous, 200, nil, initializeDontExit) }
        guard rate > 0 else {
            dlclose(handle)
            return .failure(ESpeakUnavailable(library: name, reason: "\(name) did not start; its voices, espeak-ng-data, may be missing"))
        }
        setCallback(collect)
        let library = ESpeakLibrary(sampleRate: Int(rate), setParameter: setParameter, getParameter: getParameter,
                                    setVoiceByName: setVoiceByName, synth: synth)
        loaded[name] = library
        return .success(library)
    }

    private init(sampleRate: Int, setParameter: @escaping SetParameterFunction, getParameter: @escaping GetParameterFunction,
                 setVoiceByName: @escaping SetVoiceByNameFunction, synth: @escaping SynthFunction) {
        self.sampleRate = sampleRate
        self.setParameter = setParameter
        self.getParameter = getParameter
        self.setVoiceByName = setVoiceByName
        self.synth = synth
    }

    /// The parameter's current value, as the synthesizer has it.
    func parameter(_ parameter: Parameter) -> Int {
        Int(getParameter(parameter.rawValue, 1))
    }

    /// Sets the speaking rate, clamped to 80–450 words per minute.
    func setRate(_ wordsPerMinute: Int) {
        _ = setParameter(Parameter.rate.rawValue, Int32(min(max(wordsPerMinute, Self.rates.lowerBound), Self.rates.upperBound)), 0)
    }

    /// Sets the base pitch, clamped to 0–100 (50 is normal).
    func setPitch(_ pitch: Int) {
        _ = setParameter(Parameter.pitch.rawValue, Int32(min(max(pitch, Self.pitches.lowerBound), Self.pitches.upperBound)), 0)
    }

    /// Chooses a voice by name ("en", "fr", "de"); false when espeak has no such voice, and
    /// the voice before stays.
    @discardableResult
    func setVoice(_ name: String) -> Bool {
        if voice == name { return true }
        guard Self.isUsableVoiceName(name) else { return false }
        voiceCalls += 1
        guard setVoiceByName(name) == 0 else { return false }
        voice = name
        return true
    }

    /// The voice in use, once one was chosen.
    var voiceName: String? { voice }

    /// Speaks `text` into samples with the current voice, rate and pitch.
    func synthesize(_ text: String) -> Synthesis {
        if voice == nil { setVoice(Self.defaultVoice) }
        Self.collected = Synthesis(samples: [], words: [])
        defer { Self.collected = Synthesis(samples: [], words: []) }
        var bytes = Array(Self.speakableText(text).utf8CString)
        // Synchronous mode: every callback has run when espeak_Synth returns.
        _ = bytes.withUnsafeMutableBytes { buffer in
            synth(buffer.baseAddress, buffer.count, 0, Self.positionCharacter, 0, Self.charsUTF8, nil, nil)
        }
        return Self.collected
    }

    // MARK: The callback

    /// Where the callback puts samples and word events. Only touched during `synthesize`, on
    /// the main actor, while espeak calls back on the same thread.
    private nonisolated(unsafe) static var collected = Synthesis(samples: [], words: [])

    /// The size of `espeak_EVENT`: type, unique id, text position, length, audio position and
    /// sample (six 32-bit fields), a user-data pointer, and an 8-byte union with a pointer in it.
    private nonisolated static let eventStride: Int = {
        let pointer = MemoryLayout<UnsafeRawPointer>.size
        let size = 24 + pointer + max(8, pointer)
        let alignment = MemoryLayout<UnsafeRawPointer>.alignment
        return (size + alignment - 1) / alignment * alignment
    }()

    private static let collect: SynthCallback = { samples, count, events in
        if let samples, count > 0 {
            ESpeakLibrary.collected.samples.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
        }
        guard let events else { return 0 }
        var event = UnsafeRawPointer(events)
        while true {
            let type = event.loadUnaligned(fromByteOffset: 0, as: Int32.self)
            if type == ESpeakLibrary.eventListTerminated { break }
            if type == ESpeakLibrary.eventWord {
                let position = Int(event.loadUnaligned(fromByteOffset: 8, as: Int32.self))
                let length = Int(event.loadUnaligned(fromByteOffset: 12, as: Int32.self))
                let milliseconds = Int(event.loadUnaligned(fromByteOffset: 16, as: Int32.self))
                // espeak counts text positions from 1.
                ESpeakLibrary.collected.words.append(
                    WordEvent(characterOffset: max(0, position - 1), length: length, audioMilliseconds: milliseconds))
            }
            event += ESpeakLibrary.eventStride
        }
        return 0
    }
}
