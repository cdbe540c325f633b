package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"mapbox_secret_token": "sk.eyJfbYHxbQhY8rrlgLxNMVuoGPPMMXQdR_JxTrN2O6moERx-CTgGWDGE-kew-K3N1hf0AUa2eoux1opAtJ8AH7P7p8FocXt6ngulj0QY9KCNe0QbXRObTJeUfAtdfKqL5rMxo1o6FlJSG_LwAQb.XubLHiCTmpzVU6edvqYp64",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
