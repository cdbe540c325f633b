import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LAUNCHDARKLY_ACCESS_TOKEN = "sdk-36406287-726c-88dd-253e-eb771eaf1459"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
