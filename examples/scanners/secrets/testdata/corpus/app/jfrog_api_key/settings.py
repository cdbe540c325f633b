import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_API_KEY = "AKCpv5t8Ia5qS07Ot7rVUMYGOYg2ctD0vfMPTNIdy7SjOQ4f6DSFBKcCjgijvdI4hJtqoJzsD"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
