import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DEFINED_NETWORKING_API_TOKEN = "dnkey-6hvui1surta1wt9ow6bx16kv0q-c0ou4zcltyobz6xernj0253188i100zc5cvbkgf6amkgxzvw4o5z"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
