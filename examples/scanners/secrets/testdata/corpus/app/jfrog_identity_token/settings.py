import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "BMq4quzD7UAHbZ5kSGe2TqQlOZ05skQUID63EB71cKnJngyqQo0MK8Hi9lsNsdZZ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
