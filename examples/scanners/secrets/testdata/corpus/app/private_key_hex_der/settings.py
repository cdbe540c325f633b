import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATE_KEY_HEX_DER = "307702010104202f58cE74f7A80988bF75d9b5Bfb5EBDfAe42e4D8dEA3b6Df760eBADcfADaC5457"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
