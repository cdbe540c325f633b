package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"stripe_test_key": "sk_test_oH6KyXkH0QzhwDDKkuCYbPDqanzH0XBS3QkJ2C7z380v99vUAwMNqAq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
