import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "0kw3y5ypcvlAAAAAAAAAA66RibG=qvtGaev4FmGybSpzk8oxljEbhnzhMVEnNVWy"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
