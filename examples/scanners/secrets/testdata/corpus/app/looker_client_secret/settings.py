import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "c1ooJY0sROTkrHBigXnZeyvk"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
