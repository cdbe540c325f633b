import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALIBABA_ACCESS_KEY_SECRET = "fWg3Ax2621c2nONdKy6FRu9LqQuyzs"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
