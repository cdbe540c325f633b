import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATEAI_API_KEY = "ij8tg8a9w3yj76zpyt6ylab8ylvfd730"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
