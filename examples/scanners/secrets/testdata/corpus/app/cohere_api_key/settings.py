import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COHERE_API_KEY = "AmwL60Nq8YJY9AtcVsanBbkzV5vNjnDy4qbh6Hev"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
