package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"grafana_api_key": "eyJrIjoiEQUy6IB8nfm2aUeYBsDYWQWaycFd5NLtLOwhpvxJIDIh6kJqPJcYmjVjjnLI8dMm27OaqHYm8FrBlDGgaq0BZccFI8p8IDuX0HER7QNzUxwl46CKGzRiHaq9XcEv73lVmacqXkrGONLmor7dsu8CpVFlYwnmXMbmhdLTelupgL9fFdEiH7kNdcYoYt2iE7VuPl1zhef6qr6ZpvWsN9eEiHUjKok0qg8RjF8hFmxS==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
