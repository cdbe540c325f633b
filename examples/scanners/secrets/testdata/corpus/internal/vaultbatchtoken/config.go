package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"vault_batch_token": "hvb.2y_HaACPbTHwbwqQc1f7-sFlBA8FptP4Qrv4SVu6L0_9zwdNaLJvxqzN9SRNS5YRU7shjPWnKDt1vivKN3tLJb-4aSRbq1I6uubZbFt5YMYOJuXSaQRNB9B2vdyF4-yWJW7ZDOzIwX9YSxolcBmFXZR4CpuRGt1UdMqznrlwW25FIWNL0Ts6MeWQnPfY6wNKKq8KsfjnI4pkvq0cZvXaKKvGb3pHyA2ddDJuKKVh85ZN9hYfU7rJokybboTgQE_KxqfDhV8lHYZYdWavVW",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
