import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "lV40i6rf7Y6rHbVS5gDixLxQDrRMQDKBp1VfhpYCx9C12DcIq8aC86wrxgli4rPUam0VQyJwP"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
