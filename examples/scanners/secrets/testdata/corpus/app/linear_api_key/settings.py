import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINEAR_API_KEY = "lin_api_gqhPAE6RJDdmkctyJa88dDpxrVoVMXDOlcaUZ7ch"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
