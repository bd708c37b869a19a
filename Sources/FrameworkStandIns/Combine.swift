import Foundation
import TermUI

// Combine's common publishers, as screens use them: `Just`, subjects, `Timer.publish(…)
// .autoconnect()` on the reader's clock, a few operators, `sink`, `assign(to:on:)`,
// `AnyCancellable` and `.onReceive`. Values are delivered at once, on the thread that sends
// them; there is no demand (every subscriber takes everything) and no scheduler but the
// reader's clock (`receive(on:)` accepts and delivers at once). `@Published`'s `$property` is
// a publisher too.

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Something that delivers values over time to whoever subscribes.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Delivers the values and the completion to the closures until the returned cancellable
    /// is cancelled or released.
    func subscribe(receiveValue: @escaping (Output) -> Void,
                   receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

/// Cancels a subscription when cancelled or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    deinit { cancelAction?() }
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// One value, then finished.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// Subscribers of a subject, in the order they came.
final class SubscriberList<Output, Failure: Error> {
    private var next = 0
    private var entries: [(id: Int, value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let finished = self.completion {
            completion(finished)
            return AnyCancellable {}
        }
        next += 1
        let id = next
        entries.append((id, value, completion))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }
    func send(_ value: Output) {
        guard completion == nil else { return }
        for entry in entries { entry.value(value) }
    }
    func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finished = entries
        entries = []
        for entry in finished { entry.completion(completion) }
    }
}

/// Sends what it is given to its subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output, Failure>()
    public init() {}
    public func send(_ input: Output) { subscribers.send(input) }
    public func send() where Output == Void { subscribers.send(()) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue, receiveCompletion)
    }
}

/// Holds a value; a new subscriber gets it at once, then every change.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output, Failure>()
    public var value: Output {
        didSet { subscribers.send(value) }
    }
    public init(_ value: Output) { self.value = value }
    public func send(_ input: Output) { value = input }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { receiveValue(value) }
        return subscribers.add(receiveValue, receiveCompletion)
    }
}

/// A publisher made of a subscribe function: what the operators return.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let make: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        make = { publisher.subscribe(receiveValue: $0, receiveCompletion: $1) }
    }
    init(make: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        self.make = make
    }
    public func subscribe(receiveValue: @escaping (Output) -> Void,
                          receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        make(receiveValue, receiveCompletion)
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in subscribe(receiveValue: { value(transform($0)) }, receiveCompletion: completion) }
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in
            subscribe(receiveValue: { if let mapped = transform($0) { value(mapped) } }, receiveCompletion: completion)
        }
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in subscribe(receiveValue: { if isIncluded($0) { value($0) } }, receiveCompletion: completion) }
    }
    /// Accepted: values are delivered at once, where they are sent.
    public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        subscribe(receiveValue: { object[keyPath: keyPath] = $0 }, receiveCompletion: { _ in })
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var last: Output?
            return subscribe(receiveValue: { if $0 != last { last = $0; value($0) } }, receiveCompletion: completion)
        }
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
    }
}

extension TermUI.Timer {
    /// A publisher of the date every `interval` seconds, on the reader's clock once connected
    /// (`autoconnect()`: when the first subscriber comes). The run loop and mode are accepted.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    public struct TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval

        /// Starts the timer when the first subscriber comes and stops it when the last goes.
        public func autoconnect() -> AnyPublisher<Date, Never> {
            let interval = self.interval
            return AnyPublisher { value, _ in
                // Subscribed from a screen's code, on the main actor, where the timer fires too.
                nonisolated(unsafe) let value = value
                let timer = MainActor.assumeIsolated {
                    Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in value(Date()) }
                }
                return AnyCancellable { MainActor.assumeIsolated { timer.invalidate() } }
            }
        }

        /// Without `autoconnect()`, a timer publisher sends nothing until connected; `connect()`
        /// is not here, so it sends nothing.
        public func subscribe(receiveValue: @escaping (Date) -> Void,
                              receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            AnyCancellable {}
        }
    }
}

/// The subscription `onReceive` keeps while its view is on screen.
@MainActor
final class ReceiveSubscription<Output> {
    var action: (Output) -> Void = { _ in }
    var cancellable: AnyCancellable?
}

struct OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var subscription = ReceiveSubscription<P.Output>()

    func body(content: Content) -> some View {
        let subscription = self.subscription
        subscription.action = action
        return content
            .onAppear {
                guard subscription.cancellable == nil else { return }
                subscription.cancellable = publisher.sink { value in subscription.action(value) }
            }
            .onDisappear {
                subscription.cancellable?.cancel()
                subscription.cancellable = nil
            }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is on screen.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}

extension TermUI.Published.Publisher: Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    /// The value when subscribed, then each new value before the property is set.
    public func subscribe(receiveValue: @escaping (Value) -> Void,
                          receiveCompletion: @escaping (FrameworkStandIns.Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receiveValue(current)
        return AnyCancellable(listeners.add(receiveValue))
    }
}
