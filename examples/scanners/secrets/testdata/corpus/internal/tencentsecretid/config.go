package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"tencent_secret_id": "AKIDKeMS5TbsL8DjHP4adQNeheJv9UFrxg2M",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
