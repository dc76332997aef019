import Combine
import Foundation
import Testing

/// Combine as view models shared with an app use it: subjects, type erasure and a few operators,
/// delivered synchronously where values are sent.
struct CombineSubjectsTests {
    final class Model {
        private let authorized = PassthroughSubject<Bool, Never>()
        let steps = CurrentValueSubject<Int, Never>(0)
        var isAuthorizedPublisher: AnyPublisher<Bool, Never> { authorized.eraseToAnyPublisher() }
        var shown = ""

        func authorize() { authorized.send(true) }
    }

    @Test func subjectsDeliverToTheirSubscribersUntilCancelled() {
        let model = Model()
        var received: [Bool] = []
        let subscription = model.isAuthorizedPublisher.sink { received.append($0) }
        model.authorize()
        #expect(received == [true])
        subscription.cancel()
        model.authorize()
        #expect(received == [true])

        var steps: [Int] = []
        let stepsSubscription = model.steps.removeDuplicates().filter { $0 > 0 }.map { $0 * 10 }.sink { steps.append($0) }
        model.steps.send(1)
        model.steps.send(1)
        model.steps.value = 2
        #expect(steps == [10, 20] && model.steps.value == 2)
        _ = stepsSubscription

        let assignment = Just("8,412 steps").assign(to: \.shown, on: model)
        #expect(model.shown == "8,412 steps")
        _ = assignment
    }

    @Test func aFinishedSubjectTellsLaterSubscribers() {
        let subject = PassthroughSubject<Int, Never>()
        var endings = 0
        subject.send(completion: .finished)
        let late = subject.sink(receiveCompletion: { _ in endings += 1 }, receiveValue: { _ in Issue.record("a value after the end") })
        subject.send(3)
        #expect(endings == 1)
        _ = late
    }
}
