import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENSHIFT_USER_TOKEN = "sha256~mGwEEMlqVmkfnRJaOtFfyGt7T8E2R9U6XO3ZM2jK-Kv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
