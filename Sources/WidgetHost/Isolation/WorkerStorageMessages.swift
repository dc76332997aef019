/// A worker's key-value request to its host (``WorkerMessage/storage(_:)``): a worker never opens
/// the state database; its plugin's `storage_get`, `storage_set` and `storage_remove` cross the
/// channel, during a call on the call channel (the host reads it as part of the call), between
/// calls on the notice channel. The value written is the frame's body.
struct WorkerStorageRequest: Sendable, Equatable {
    enum Operation: UInt8, Sendable {
        case get = 0
        case set = 1
        case remove = 2
    }

    var operation: Operation
    var key: String
}

/// The host's answer to a ``WorkerStorageRequest`` (``WorkerMessage/stored(_:)``); the value read is the frame's body.
struct WorkerStorageAnswer: Sendable, Equatable {
    enum Status: UInt8, Sendable {
        /// Done; for a read, the value is the body.
        case ok = 0
        /// A read found no value under the key.
        case absent = 1
        /// The store failed or refused (the host logged why).
        case failed = 2
    }

    var status: Status
}

extension WorkerStorageRequest {
    /// Answers the request with `services`, as the plugin's own call would have been answered in
    /// process (staged writes first, then the store). The limits of `storage_set` are checked
    /// again here: a worker is not trusted to have checked them.
    func answer(body: [UInt8], using services: PluginServices) -> (answer: WorkerStorageAnswer, body: [UInt8]) {
        switch operation {
        case .get:
            do {
                guard let value = try services.storageValue(forKey: key) else { return (WorkerStorageAnswer(status: .absent), []) }
                return (WorkerStorageAnswer(status: .ok), value)
            } catch {
                return (WorkerStorageAnswer(status: .failed), [])
            }
        case .set:
            guard key.utf8.count <= HostServicesTable.maximumKeyBytes, UInt64(body.count) <= HostServicesTable.maximumValueBytes else {
                services.log(
                    level: LogLevel.error.rawValue,
                    message:
                        "storage_set refused a key of \(key.utf8.count) bytes with a value of \(body.count) bytes from the plugin's worker"
                )
                return (WorkerStorageAnswer(status: .failed), [])
            }
            return (WorkerStorageAnswer(status: services.setStorageValue(body, forKey: key) ? .ok : .failed), [])
        case .remove:
            return (WorkerStorageAnswer(status: services.removeStorageValue(forKey: key) ? .ok : .failed), [])
        }
    }
}
