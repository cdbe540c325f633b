import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARE_ACCESS_TOKEN = "sq0atp-N8nDp_83pZ2zUCokMFqhQp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
