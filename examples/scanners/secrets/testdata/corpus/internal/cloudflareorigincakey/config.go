package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"cloudflare_origin_ca_key": "v1.0-5c7dba04bd4563acb98e7125-ad620b431a36a4b1a1e1046b0bf97cc5c0f9a013c3bb87e1e81045b2fbc5240828c3ea0502bf0d2c073193905c5168b3723c63cf496a5904108222b1837708b3dc1190b2ba8c4b2053",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
