import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ASANA_CLIENT_SECRET = "zx6nhhuy3nqzi5sq7czqco3ase53u7dx"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
