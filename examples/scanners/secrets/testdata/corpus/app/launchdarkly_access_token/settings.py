import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LAUNCHDARKLY_ACCESS_TOKEN = "mob-34382021-224b-ce0f-1adf-f11a9ef98953"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
