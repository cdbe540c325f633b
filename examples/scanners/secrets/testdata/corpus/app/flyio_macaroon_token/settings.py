import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_MACAROON_TOKEN = "fm2_ph8lXUpOYhidMPwZIhntU6qc8kIfC9A8zJuw5wBkMoNu5Y7UD7hir7Vv1+5Qjwi0FBcJfbc8nkCAvICbMFGXGvkxxJXvlS4Sg/Em="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
