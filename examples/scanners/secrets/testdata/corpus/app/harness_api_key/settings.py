import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HARNESS_API_KEY = "pat.Xc6pO3PBv-zPqfcvl3QQaE.q2NKw4owbGZrifhnptXxDUgY.AvoNdNyW5UIenfnE9cA8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
