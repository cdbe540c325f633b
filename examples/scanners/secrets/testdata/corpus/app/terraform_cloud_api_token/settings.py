import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TERRAFORM_CLOUD_API_TOKEN = "Em0vr34OEJA4bU.atlasv1.1MfRbuQPkVXAS7r_18=bo7DtodnXj8eN0nTATvmQbOGgkCBOE6R5y=HX63cbdhhGahFORF"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
