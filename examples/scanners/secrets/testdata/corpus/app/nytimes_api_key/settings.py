import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NYTIMES_API_KEY = "xdGvI4O7IuP0PlRP3rFG4z1DtxCTXp3q"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
