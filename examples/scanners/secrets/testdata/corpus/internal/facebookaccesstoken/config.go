package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"facebook_access_token": "EAA46p2SyrqgkFTEqAQB6snwc4eWydoqVtEgnrUY4inJbFm564fLQ6P4PqtZHhH2CN5bmjK81TVEBwGgZ4ty4CwN32SRt7N3lQeZEodkvknTzdMFkSvbdW2v9yWsVhFiv2zVuxQceAzDKTbSfnuHGh3Zf0F5cixDKKvwhwlp9Vq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
