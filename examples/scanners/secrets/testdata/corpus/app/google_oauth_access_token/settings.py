import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_OAUTH_ACCESS_TOKEN = "ya29.WOESjlId3MwrDEjb0V63fKVNnsCwJ7C8yY6B_9vxH0tySHH85mE9zPz8aCqtgcEBj2fIAn1IsGkCMxc99XXP8rTGJ7bUNU8qyZ5yPhqAPSm9hoTPcPd90d30YZZ9GMNBt_MfyIltUGsBigLt5p9HkPdmjTHj-GeYN28b5nKcdcbhhUzScbqL0g6PtgMec20bt1WmrEpdblOMxagw7_"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
