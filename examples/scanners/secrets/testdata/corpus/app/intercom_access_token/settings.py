import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "z8J0lD=P0o2dzS_nq6JRU9zDsp_coqk6jaKmHEILCEZbUBPgJdYmjlFl0Hi1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
