import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_IAM_TOKEN = "t1.DNazSc9ZnRa6WgzVNFGFWfVnGe20wyw2lVVCoaPXs3g-_fZkgSPoKWg4jxuZ6hajvd_RzQTFDUiaVtXd6mTATtBsKmnh1__EjKmnS_ZROjgYl2TwUOzcj7hCzcgkxHxTqiBNEbbx5MFwXLNfhXAsQXpxjI2==.3duypvjXqpsqkHFLB88j4Be_bPzcwG4ltseCQCWerhPsNvUNWG1ebxtZxo6XjjJaKjgzXEmD78iZLAjwRjFduj=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
