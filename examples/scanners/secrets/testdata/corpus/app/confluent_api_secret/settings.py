import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "SmWgdV6BGYEWJiPJLdBB7k8qK7TfoPEMeyqH0QXPyVS4gdZQzwBuS2kZZWrLIW7w"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
