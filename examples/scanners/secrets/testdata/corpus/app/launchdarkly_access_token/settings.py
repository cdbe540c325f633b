import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LAUNCHDARKLY_ACCESS_TOKEN = "=69Adb=5NxA3YmABDwW8=QDUEoXf7rYbR4dltwFF"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
