import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "iuvv79au31rDFlYzNZ1xr7uTlgXTMI5hzdD6dtifuA9yXSnSXEiT7aRZyFcS83Iz"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
